export const USER_LISTING_PATH = '/ui/onboarding/user-listing';
export const ADD_USER_PATH = '/ui/onboarding/add-user';
