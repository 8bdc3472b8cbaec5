import type { ReactNode } from 'react';

/** A scrollable data table with a caption and column headers; rows come as children. */
export function RecordTable({
  caption,
  columns,
  empty,
  children,
}: {
  caption: string;
  columns: readonly string[];
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold text-slate-700">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {empty ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8 text-center text-slate-600">
                No records match these filters.
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}

export const cellClass = 'px-4 py-3 align-top text-slate-700';
