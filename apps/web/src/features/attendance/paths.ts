/** The attendance screens of the route table, by full path. */
export const ATTENDANCE_PATH = '/ui/self-service/attendance';
export const WFH_FORM_PATH = `${ATTENDANCE_PATH}/wfh-request`;
export const WFH_LIST_PATH = `${ATTENDANCE_PATH}/wfh-request-list`;
export const REGULARIZATION_FORM_PATH = `${ATTENDANCE_PATH}/attendance-regularization-request`;
export const REGULARIZATION_LIST_PATH = `${ATTENDANCE_PATH}/attendance-regularization-list`;

export function regularizationFormPath(date?: string): string {
  return date ? `${REGULARIZATION_FORM_PATH}?date=${encodeURIComponent(date)}` : REGULARIZATION_FORM_PATH;
}
