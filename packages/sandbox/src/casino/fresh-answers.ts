/**
 * Answers kept for a few seconds by the asking request's clock: every lobby tab polls the same call
 * (the jackpots, the winners feed), so one read serves them all and a stranger's flood costs no
 * queries, while a change still shows within seconds. An answer read at a later time (a sandbox
 * scope whose clock runs ahead) is not fresh for an earlier one; a failed read is not kept. Any key
 * may be asked for, so at most `maxKeys` are kept.
 */
export class FreshAnswers<K, T> {
  private readonly answers = new Map<K, { at: number; answer: Promise<T> }>();

  constructor(
    private readonly freshMs: number,
    private readonly maxKeys = 50,
  ) {}

  get(key: K, now: Date, load: () => Promise<T>): Promise<T> {
    const at = now.getTime();
    const kept = this.answers.get(key);
    if (kept && at >= kept.at && at - kept.at < this.freshMs) return kept.answer;
    if (this.answers.size >= this.maxKeys) this.answers.clear();
    const latest = { at, answer: load() };
    this.answers.set(key, latest);
    latest.answer.catch(() => {
      if (this.answers.get(key) === latest) this.answers.delete(key);
    });
    return latest.answer;
  }
}
