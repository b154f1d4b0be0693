import { uiPath } from '@staffdesk/shared/routes';

export const ASSET_LIST_PATH = uiPath('/ui/human-resources/asset-list');
export const ASSET_FORM_PATH = uiPath('/ui/human-resources/asset-request-form');
