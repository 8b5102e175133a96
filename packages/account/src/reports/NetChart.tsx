import { useT } from '@casino-sdk/ui';
import type { DayNet } from './reports-model';

const WIDTH = 640;
const HEIGHT = 160;

/**
 * The net result per day as bars above and below a zero line, drawn as inline SVG (no chart
 * library). It is a picture of the table below, which is its accessible equivalent: the SVG names
 * itself and points there, and draws no text of its own.
 */
export function NetChart({ days, tableId }: { days: readonly DayNet[]; tableId: string }) {
  const t = useT();
  if (days.length === 0) return null;
  const largest = Math.max(...days.map((day) => Math.abs(day.net)), 0.01);
  const zero = HEIGHT / 2;
  const step = WIDTH / days.length;
  const bar = Math.max(1, step * 0.7);
  return (
    <figure className="casino-ledger__chart" part="chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t('account.reports.chartLabel')} aria-describedby={tableId} preserveAspectRatio="none">
        <line x1="0" x2={WIDTH} y1={zero} y2={zero} className="casino-ledger__axis" />
        {days.map((day, index) => {
          const height = (Math.abs(day.net) / largest) * (zero - 4);
          return (
            <rect
              key={day.day}
              x={index * step + (step - bar) / 2}
              y={day.net >= 0 ? zero - height : zero}
              width={bar}
              height={height}
              className={day.net >= 0 ? 'casino-ledger__bar casino-ledger__bar--up' : 'casino-ledger__bar casino-ledger__bar--down'}
            />
          );
        })}
      </svg>
      <figcaption className="casino-ledger__hint">{t('account.reports.chartCaption')}</figcaption>
    </figure>
  );
}
