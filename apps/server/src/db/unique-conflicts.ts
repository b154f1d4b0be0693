/**
 * What a client is told when a unique index refuses a write, by the index's name (schema/*.ts): the API
 * field it concerns and the words. A function gets the key's one value, which is the value being written
 * (the caller's own). An index not listed here is answered by the columns of its key (errors.ts,
 * takenConflict); a service with words of its own input says them itself (refusingTaken).
 */
export const UNIQUE_CONFLICTS: Readonly<
  Record<string, { field: string; message: string | ((value: string) => string) }>
> = {
  issued_assets_tag_in_hand_idx: {
    field: 'assetTag',
    message: (tag) => `The asset tag ${tag} is issued to someone already; mark it returned first.`,
  },
  users_username_lower_idx: { field: 'username', message: 'This username is taken.' },
  users_email_lower_idx: { field: 'userEmailId', message: 'This email address belongs to another user.' },
  employees_code_idx: { field: 'employeeCode', message: 'This employee code belongs to another employee.' },
};
