import { uiPath } from '@staffdesk/shared/routes';

export const USER_LISTING_PATH = uiPath('/ui/onboarding/user-listing');
export const ADD_USER_PATH = uiPath('/ui/onboarding/add-user');
