/** The platform's largest page (the contract's `per_page` limit). */
export const PAGE_SIZE = 500;

/**
 * Every row of a paged answer, one page after another: the table and the exports show exactly the
 * period's rows, so all of them are fetched (10,000 rows are 20 calls).
 */
export async function everyPage<Answer extends { data: unknown[]; last_page: number }>(
  fetchPage: (page: number) => Promise<Answer>,
): Promise<{ first: Answer; rows: Answer['data'] }> {
  const first = await fetchPage(1);
  const rows = [...first.data];
  for (let page = 2; page <= first.last_page; page++) rows.push(...(await fetchPage(page)).data);
  return { first, rows };
}
