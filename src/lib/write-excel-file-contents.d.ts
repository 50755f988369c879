// The .xlsx parts builder inside write-excel-file (see scripts/build/aliases.ts): the same
// arguments as its default export, answering each part's path inside the zip and content.
declare module 'write-excel-file/xlsx-contents' {
  export default function generateXlsxFileContents(
    data: unknown[][],
    options: { sheet?: string; columns?: { width?: number }[]; stickyRowsCount?: number },
  ): Record<string, string | Blob>;
}
