/** Words a heading keeps in lower case unless they come first (issue 17). */
const SMALL_WORDS = new Set(['a', 'an', 'the', 'and', 'or', 'of', 'to', 'in', 'on', 'for', 'by', 'at', 'with', 'per']);

/** The one case of headings, as the route table's labels are: "Add a provident fund link" → "Add a Provident Fund Link". */
export function titleCase(text: string): string {
  return text.replace(/[A-Za-z][A-Za-z']*/g, (word: string, offset: number) =>
    offset > 0 && SMALL_WORDS.has(word.toLowerCase())
      ? word.toLowerCase()
      : word.charAt(0).toUpperCase() + word.slice(1),
  );
}
