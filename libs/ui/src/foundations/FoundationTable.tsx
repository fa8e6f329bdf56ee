import type { ReactNode } from 'react';

/** A Foundations page's table: its caption (the table's name), one heading per column, then the rows. */
export function FoundationTable({
  caption,
  headings,
  children,
}: {
  caption: string;
  headings: readonly string[];
  children: ReactNode;
}) {
  return (
    <table style={{ borderCollapse: 'collapse', fontFamily: 'var(--ko-font)', color: 'var(--ko-text)' }}>
      <caption style={{ textAlign: 'start', fontWeight: 700, fontSize: 20, paddingBlock: 8 }}>{caption}</caption>
      <thead>
        <tr>
          {headings.map((heading) => (
            <th key={heading} scope="col" style={{ textAlign: 'start', padding: 8 }}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
