/**
 * NIST SP 800-63B: a length, no rules of composition, and no password that is easy to guess. The server
 * refuses; the form's meter says the same first, from the same zxcvbn-ts options.
 */

/** zxcvbn-ts scores 0-4; below 3 (fewer than 10^8 guesses) a password is refused. */
export const PASSWORD_MIN_SCORE = 3;

/** The estimate's time grows fast with the length and the substitutions tried, so both are bounded. */
export const PASSWORD_ESTIMATE_OPTIONS = { maxLength: 64, l33tMaxSubstitutions: 8 } as const;

/** The words of a person and of the product that make a password easy to guess for someone who knows them. */
export function passwordContextWords(person: {
  username: string;
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
}): string[] {
  const username = person.username.toLowerCase();
  const words = [
    'staffdesk',
    username,
    ...username.split(/[._-]+/),
    person.firstname,
    person.lastname,
    person.email?.split('@')[0],
  ];
  return [...new Set(words.filter((w): w is string => !!w && w.length >= 3).map((w) => w.toLowerCase()))];
}

/** A username of one or two letters is inside too many good passwords to refuse them all. */
export function containsUsername(password: string, username: string): boolean {
  const name = username.trim().toLowerCase();
  const lower = password.toLowerCase();
  return name.length >= 3 ? lower.includes(name) : lower.trim() === name;
}

export const PASSWORD_MESSAGES = {
  username: 'Choose a password that does not contain the username.',
  demo: 'Choose a password that does not contain the demo password.',
  breached: 'Choose another password: this one is on a list of common and breached passwords.',
  sameAsCurrent: 'Choose a password different from the current one.',
  sameAsTemporary: 'Choose your own password, not the temporary one.',
} as const;

/** By zxcvbn-ts's warning key. */
const WEAK_BECAUSE: Record<string, string> = {
  straightRow: 'rows and patterns of keys are easy to guess.',
  keyPattern: 'rows and patterns of keys are easy to guess.',
  simpleRepeat: 'repeated characters such as aaa or abcabc are easy to guess.',
  extendedRepeat: 'repeated characters such as aaa or abcabc are easy to guess.',
  sequences: 'sequences such as abc or 6543 are easy to guess.',
  recentYears: 'years and dates are easy to guess.',
  dates: 'years and dates are easy to guess.',
  topTen: 'it is too much like a common password.',
  topHundred: 'it is too much like a common password.',
  common: 'it is too much like a common password.',
  similarToCommon: 'it is too much like a common password.',
  pwned: 'it is too much like a common password.',
  wordByItself: 'a single word or name is easy to guess.',
  namesByThemselves: 'a single word or name is easy to guess.',
  commonNames: 'a single word or name is easy to guess.',
  userInputs: "it is too much like your name, your username or the product's name.",
};

/** The refusal of a password scored below PASSWORD_MIN_SCORE, with the reason its estimate found. */
export function weakPasswordMessage(warning: string | null | undefined): string {
  return `Choose a password that is harder to guess: ${(warning && WEAK_BECAUSE[warning]) || 'add a few more words or characters.'}`;
}

/** The meter's words for each score. */
export const PASSWORD_STRENGTH_LABELS = [
  'Very easy to guess',
  'Easy to guess',
  'Fairly easy to guess',
  'Hard to guess',
  'Very hard to guess',
] as const;
