// timesheets/entries.ts imports activitiesForLogging from here; once it imports ./for-timesheets, this file goes.
export { activitiesForLogging } from './for-timesheets';
