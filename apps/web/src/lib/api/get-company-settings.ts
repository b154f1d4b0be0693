import { queryOptions, useQuery } from '@tanstack/react-query';
import { masterApi } from '@staffdesk/shared/api/master';
import { DEFAULT_DATE_LOCALE } from '@staffdesk/shared/constants';
import { callApi } from '../api-client';
import { typedDatePattern } from '../typed-dates';

/** The company's settings (its date locale); read once per session. */
function companySettingsQueryOptions() {
  return queryOptions({
    queryKey: ['company-settings'],
    queryFn: () => callApi(masterApi.companySettings, {}, { toastErrors: false, loader: false }),
    staleTime: Infinity,
  });
}

/** The order dates are typed in across the app, from the company's date locale (en-IN, dd/MM/yyyy, until it is read). */
export function useTypedDatePattern(): string {
  const locale = useQuery(companySettingsQueryOptions()).data?.dateLocale ?? DEFAULT_DATE_LOCALE;
  return typedDatePattern(locale);
}
