import type { TProject } from '@staffdesk/shared/schemas/projects';

/** "120 of 400 h": the hours logged against the budget. */
export const hoursText = (p: Pick<TProject, 'hoursLogged' | 'budgetedHours'>) =>
  `${Math.round(p.hoursLogged * 10) / 10} of ${p.budgetedHours} h`;

/** A project's contract as the list and the project's page name it: its number, or its id for those who may not read contracts. */
export const contractNumber = (p: Pick<TProject, 'contractId' | 'contractNumber'>) =>
  p.contractId === null ? '—' : (p.contractNumber ?? `#${p.contractId}`);
