import type { TCountry, TState } from '@staffdesk/shared/schemas/countries';
import type * as CountryData from '@countrystatecity/countries';
import { notFound } from '../../errors';

/**
 * Countries and their states from @countrystatecity/countries (the countries-states-cities database,
 * ODbL). The package is loaded on the first question, not at startup, and it reads one country's file
 * per question; what it answered is kept, in the small shape the API answers with.
 */
type Package = typeof CountryData;

let loaded: Promise<Package> | undefined;
const load = () => (loaded ??= import('@countrystatecity/countries'));

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

let countryList: Promise<TCountry[]> | undefined;
const statesOf = new Map<string, Promise<TState[]>>();

export function countries(): Promise<TCountry[]> {
  countryList ??= load()
    .then((pkg) => pkg.getCountries())
    .then((all) => all.map((c) => ({ code: c.iso2, name: c.name, flag: c.emoji })).sort(byName))
    .catch((err: unknown) => {
      countryList = undefined;
      throw err;
    });
  return countryList;
}

export async function statesOfCountry(code: string): Promise<TState[]> {
  if (!(await countries()).some((c) => c.code === code)) throw notFound(`No country has the code ${code}.`);
  let states = statesOf.get(code);
  if (!states) {
    states = load()
      .then((pkg) => pkg.getStatesOfCountry(code))
      .then((all) => all.map((s) => ({ code: s.iso2, name: s.name })).sort(byName));
    statesOf.set(code, states);
    states.catch(() => statesOf.delete(code));
  }
  return states;
}
