export { DataTable, type DataTableColumn, type DataTableProps, type DataTableSort } from './DataTable';
export { dataTableCss } from './data-table.styles';
