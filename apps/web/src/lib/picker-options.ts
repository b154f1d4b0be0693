/** One choice of a select that picks a record by its id. */
export type PickerOption = { value: string; label: string };

/** What a picker lists: the first page at the largest size the API gives, which a select can still show. */
export const PICKER_PAGE = { page: 1, pageSize: 200 } as const;

/** A picker's options with the one chosen already, which the first page of a long list may not hold. */
export const withChosen = (options: PickerOption[], chosen: PickerOption | undefined) =>
  chosen && !options.some((o) => o.value === chosen.value) ? [chosen, ...options] : options;
