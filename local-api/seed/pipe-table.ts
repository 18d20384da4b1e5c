// The seed's fact tables are written as text, one record a line and its fields split by |, so a
// row reads as the source lists it. This turns such a table into its rows of text fields.

type Cells<N extends number, A extends string[] = []> = A['length'] extends N
  ? A
  : Cells<N, [...A, string]>;

/** The rows of a `|` table (blank lines around it ignored), each exactly `width` fields of text. */
export function pipeRows<N extends number>(text: string, width: N): Cells<N>[] {
  return text
    .trim()
    .split('\n')
    .map((line) => {
      const cells = line.split('|');
      if (cells.length !== width) throw new Error(`a row of ${width} fields expected: ${line}`);
      return cells as Cells<N>;
    });
}
