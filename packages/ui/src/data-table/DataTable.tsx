import { addEnglishTexts } from '@casino-sdk/core/internal';
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useT } from '../runtime/use-runtime';
import english from './texts.en.json';

addEnglishTexts(english);

export interface DataTableColumn<Row> {
  id: string;
  header: string;
  /** The cell's content: the caller formats money and dates here. */
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable: orders two rows ascending. */
  compare?: (a: Row, b: Row) => number;
  /** The column that names each row (a `th scope="row"`), e.g. the transaction's id. */
  rowHeader?: boolean;
  /** 'end' for amounts, so the digits line up. Default 'start'. */
  align?: 'start' | 'end';
}

export interface DataTableSort {
  column: string;
  direction: 'ascending' | 'descending';
}

export interface DataTableProps<Row> {
  /** What the table holds (the caption, also the scroll region's name). */
  caption: string;
  /** The caption only for assistive technology, when a heading above already says it. */
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  initialSort?: DataTableSort;
  /** Shown in place of the rows when there are none; a general sentence without it. */
  empty?: ReactNode;
  className?: string;
}

/** Past this many rows only those near the visible part are in the DOM. */
export const VIRTUAL_FROM = 201;
/** Before a row is measured (a one-line row with the theme's padding). */
const ROW_HEIGHT = 45;
/** A box not laid out (in a hidden tab panel, or in jsdom) still renders a screenful of rows, each of the estimated height. */
const UNMEASURED_HEIGHT = 15 * ROW_HEIGHT;

function sortRows<Row>(rows: readonly Row[], columns: readonly DataTableColumn<Row>[], sort: DataTableSort | null): readonly Row[] {
  const compare = columns.find((column) => column.id === sort?.column)?.compare;
  if (!sort || !compare) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  // A stable sort: rows the column calls equal keep the caller's order.
  return rows.toSorted((a, b) => sign * compare(a, b));
}

/**
 * A data table: a caption, column headers (`th scope="col"`), sort buttons in the headers of
 * sortable columns with aria-sort on the sorted one, and a row saying so when there are no rows.
 * Past 200 rows it is virtualised inside its own scroll box: the rows around the visible ones are
 * rendered between two spacer rows, and aria-rowcount/aria-rowindex tell assistive technology
 * where in the whole table they are. The box is a labelled, focusable region so a keyboard can
 * scroll it (sideways on a narrow screen too).
 */
export function DataTable<Row>({ caption, captionHidden = false, columns, rows, rowKey, initialSort, empty, className }: DataTableProps<Row>) {
  const t = useT();
  const captionId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const [sort, setSort] = useState<DataTableSort | null>(initialSort ?? null);
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const virtual = sorted.length >= VIRTUAL_FROM;
  const virtualizer = useVirtualizer({
    count: sorted.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    observeElementRect: (instance, onRect) => observeElementRect(instance, (rect) => onRect(rect.height ? rect : { ...rect, height: UNMEASURED_HEIGHT })),
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || ROW_HEIGHT,
    overscan: 10,
    enabled: virtual,
  });
  const items = virtual ? virtualizer.getVirtualItems() : null;
  const before = items?.[0]?.start ?? 0;
  const after = items?.length ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  const shown = items ? items.map((item) => item.index) : sorted.map((_, index) => index);

  const sortBy = (column: string) =>
    setSort((now) => ({ column, direction: now?.column === column && now.direction === 'ascending' ? 'descending' : 'ascending' }));

  const classes = ['casino-data-table', virtual ? 'casino-data-table--virtual' : '', className].filter(Boolean).join(' ');
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll box must be reachable by keyboard to be scrolled (WCAG 2.1.1)
    <div ref={scroller} className={classes} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="casino-data-table__table" aria-rowcount={virtual ? sorted.length + 1 : undefined}>
        <caption id={captionId} className={captionHidden ? 'casino-visually-hidden' : 'casino-data-table__caption'}>
          {caption}
        </caption>
        <thead>
          <tr aria-rowindex={virtual ? 1 : undefined}>
            {columns.map((column) => {
              const direction = sort?.column === column.id && column.compare ? sort.direction : undefined;
              return (
                <th key={column.id} scope="col" className={cellClass(column)} aria-sort={direction}>
                  {column.compare ? (
                    <button type="button" className="casino-data-table__sort" onClick={() => sortBy(column.id)}>
                      {column.header}
                      <span className={`casino-data-table__arrow casino-data-table__arrow--${direction ?? 'none'}`} aria-hidden="true" />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.length === 0 ? (
            <tr>
              <td className="casino-data-table__empty" colSpan={columns.length}>
                {empty ?? t('dataTable.empty')}
              </td>
            </tr>
          ) : null}
          {before > 0 ? <SpacerRow height={before} columns={columns.length} /> : null}
          {shown.map((index) => {
            const row = sorted[index]!;
            return (
              <tr key={rowKey(row)} data-index={index} ref={virtual ? virtualizer.measureElement : undefined} aria-rowindex={virtual ? index + 2 : undefined}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.id} scope="row" className={cellClass(column)}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.id} className={cellClass(column)}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            );
          })}
          {after > 0 ? <SpacerRow height={after} columns={columns.length} /> : null}
        </tbody>
      </table>
    </div>
  );
}

function cellClass({ align }: { align?: 'start' | 'end' }): string {
  return align === 'end' ? 'casino-data-table__cell casino-data-table__cell--end' : 'casino-data-table__cell';
}

/**
 * The room of the rows not rendered. Its height is set through the CSSOM, which a strict
 * Content-Security-Policy allows, never as a `style=` string (DESIGN rule 6).
 */
function SpacerRow({ height, columns }: { height: number; columns: number }) {
  const ref = useRef<HTMLTableRowElement>(null);
  useLayoutEffect(() => {
    ref.current?.style.setProperty('height', `${height}px`);
  }, [height]);
  return (
    <tr ref={ref} className="casino-data-table__spacer" aria-hidden="true">
      <td colSpan={columns} />
    </tr>
  );
}
