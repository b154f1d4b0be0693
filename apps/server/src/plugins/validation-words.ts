/** One problem of a refused input, as fastify-type-provider-zod hands it over: zod's issue code and words. */
export interface ValidationProblem {
  readonly keyword: string;
  readonly message: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/** What zod writes when a schema gives no words of its own: "Invalid input: expected string, received number". */
const ZODS_OWN_WORDS =
  /^(Invalid input|Invalid option|Invalid string|Invalid number|Invalid value in|Invalid key in|Invalid discriminator|Too big:|Too small:|Unrecognized keys?:)/;

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

const plural = (n: unknown, one: string, many = `${one}s`) => `${String(n)} ${Number(n) === 1 ? one : many}`;
const listed = (values: unknown) => (Array.isArray(values) ? values.map(String).join(', ') : String(values));

function bound(name: string, problem: ValidationProblem, least: boolean): string {
  const { origin, inclusive } = problem.params;
  const limit = problem.params[least ? 'minimum' : 'maximum'];
  const most = least ? 'at least' : 'at most';
  if (origin === 'string') return `Give ${name} with ${most} ${plural(limit, 'character')}.`;
  if (origin === 'array' || origin === 'set') return `Give ${name} with ${most} ${plural(limit, 'item')}.`;
  const than = inclusive === false ? (least ? 'more than' : 'less than') : most;
  return `Give ${name} as ${than} ${String(limit)}.`;
}

/** Zod's own words put as the schemas put theirs, naming the field by its key; a schema's own words as they are. */
export function problemWords(field: string, problem: ValidationProblem): string {
  if (!ZODS_OWN_WORDS.test(problem.message)) return problem.message;
  const name = field || 'the request';
  switch (problem.keyword) {
    case 'invalid_type':
      return /received undefined$/.test(problem.message)
        ? `Give ${name}.`
        : `Give ${name} as ${KINDS[String(problem.params.expected)] ?? String(problem.params.expected)}.`;
    case 'invalid_value':
      return `Choose ${name} among ${listed(problem.params.values)}.`;
    case 'unrecognized_keys': {
      const keys = Array.isArray(problem.params.keys) ? problem.params.keys : [];
      const from = field ? ` from ${field}` : '';
      return `Remove the unknown ${keys.length === 1 ? 'field' : 'fields'} ${listed(keys)}${from}.`;
    }
    case 'too_small':
      return bound(name, problem, true);
    case 'too_big':
      return bound(name, problem, false);
    default:
      return `Give a valid ${name}.`;
  }
}

/** A refusal's message: its first problem in words, and how many more there are ("2 more problems to fix."). */
export function refusalMessage(problems: readonly string[]): string {
  const [first = 'The input is not valid.', ...rest] = problems;
  return rest.length === 0 ? first : `${first} ${plural(rest.length, 'more problem', 'more problems')} to fix.`;
}
