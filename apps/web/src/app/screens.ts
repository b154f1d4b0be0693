import type { ComponentType } from 'react';
import type { UiPath } from '@staffdesk/shared/routes';

type ScreenLoader = () => Promise<ComponentType>;

/**
 * Screens built so far, by full path. The approvals screens and the lists of one's own requests come from the
 * request family registry (app/request-screens.tsx); every other screen shows the unbuilt screen.
 */
export const SCREENS: { readonly [Path in UiPath]?: ScreenLoader } = {
  '/ui/dashboard': () => import('@/features/dashboard/dashboard-page').then((m) => m.DashboardPage),
  '/ui/settings': () => import('@/features/users/settings-page').then((m) => m.SettingsPage),
  '/ui/human-resources/self-profile': () => import('@/features/users/self-profile-page').then((m) => m.SelfProfilePage),
  '/ui/self-service/attendance': () => import('@/features/attendance/attendance-page').then((m) => m.AttendancePage),
  '/ui/self-service/attendance/wfh-request': () =>
    import('@/features/attendance/wfh-request-page').then((m) => m.WfhRequestPage),
  '/ui/self-service/attendance/attendance-regularization-request': () =>
    import('@/features/attendance/regularization-request-page').then((m) => m.RegularizationRequestPage),
  '/ui/administration/attendance': () =>
    import('@/features/administration/attendance-admin-page').then((m) => m.AttendanceAdminPage),
  '/ui/administration/flash': () => import('@/features/flashes/flash-manager-page').then((m) => m.FlashManagerPage),
  '/ui/administration/feed': () => import('@/features/feeds/feed-manager-page').then((m) => m.FeedManagerPage),
  '/ui/administration/audit': () => import('@/features/audit/audit-log-page').then((m) => m.AuditLogPage),
  '/ui/administration/approval-chains': () =>
    import('@/features/approval-chains/approval-chains-page').then((m) => m.ApprovalChainsPage),
  '/ui/administration/webhooks': () => import('@/features/webhooks/webhooks-page').then((m) => m.WebhooksPage),
  '/ui/notifications': () => import('@/features/notifications/notifications-page').then((m) => m.NotificationsPage),
  '/ui/self-service/leaves': () => import('@/features/leave/leaves-page').then((m) => m.LeavesPage),
  '/ui/human-resources/dashboard': () =>
    import('@/features/hr-dashboard/hr-dashboard-page').then((m) => m.HrDashboardPage),
  '/ui/human-resources/documents': () => import('@/features/documents/documents-page').then((m) => m.DocumentsPage),
  '/ui/human-resources/upload-document-form': () =>
    import('@/features/documents/upload-document-page').then((m) => m.UploadDocumentPage),
  '/ui/self-service/leaves/leave-request': () =>
    import('@/features/leave/leave-request-page').then((m) => m.LeaveRequestPage),
  '/ui/self-service/leaves/calendar': () =>
    import('@/features/leave/leave-calendar-page').then((m) => m.LeaveCalendarPage),
  '/ui/human-resources/reimbursement-request-form': () =>
    import('@/features/reimbursements/reimbursement-request-page').then((m) => m.ReimbursementRequestPage),
  '/ui/human-resources/asset-list': () => import('@/features/assets/asset-list-page').then((m) => m.AssetListPage),
  '/ui/human-resources/asset-request-form': () =>
    import('@/features/assets/asset-request-page').then((m) => m.AssetRequestPage),
  '/ui/it/help-desk': () => import('@/features/helpdesk/help-desk-page').then((m) => m.HelpDeskPage),
  '/ui/it/help-desk-list': () => import('@/features/helpdesk/help-desk-list-page').then((m) => m.HelpDeskListPage),
  '/ui/it/help-desk-request': () =>
    import('@/features/helpdesk/help-desk-request-page').then((m) => m.HelpDeskRequestPage),
  '/ui/human-resources/reports': () => import('@/features/hr-reports/reports-page').then((m) => m.ReportsPage),
  '/ui/human-resources/benefits-and-compensation': () =>
    import('@/features/benefit-links/benefits-page').then((m) => m.BenefitsPage),
  '/ui/it/it-policies': () => import('@/features/helpdesk/it-policies-page').then((m) => m.ItPoliciesPage),
  '/ui/onboarding/user-listing': () => import('@/features/users/user-listing-page').then((m) => m.UserListingPage),
  '/ui/onboarding/add-user': () => import('@/features/users/add-user-page').then((m) => m.AddUserPage),
  '/ui/project-management/dashboard': () =>
    import('./projects-dashboard-screen').then((m) => m.ProjectsDashboardScreen),
  '/ui/project-management/business-enquiry': () =>
    import('@/features/contracts/business-enquiry-page').then((m) => m.BusinessEnquiryPage),
  '/ui/project-management/business-enquiry-form': () =>
    import('@/features/contracts/business-enquiry-form-page').then((m) => m.BusinessEnquiryFormPage),
  '/ui/project-management/new-proposal': () =>
    import('@/features/contracts/new-proposal-page').then((m) => m.NewProposalPage),
  '/ui/project-management/new-proposal-form': () =>
    import('@/features/contracts/new-proposal-form-page').then((m) => m.NewProposalFormPage),
  '/ui/project-management/contract-registration': () =>
    import('@/features/contracts/contract-registration-page').then((m) => m.ContractRegistrationPage),
  '/ui/project-management/contract-registration-form': () =>
    import('@/features/contracts/contract-registration-form-page').then((m) => m.ContractRegistrationFormPage),
  '/ui/project-management/contract-registration/task-order-form': () =>
    import('@/features/contracts/task-order-form-page').then((m) => m.TaskOrderFormPage),
  '/ui/project-management/contract-registration/invoice-rate-form': () =>
    import('@/features/contracts/invoice-rate-form-page').then((m) => m.InvoiceRateFormPage),
  '/ui/project-management/contract-registration/contract-poc-form': () =>
    import('@/features/contracts/contract-poc-form-page').then((m) => m.ContractPocFormPage),
  '/ui/project-management/project-execution': () =>
    import('@/features/projects/project-execution-page').then((m) => m.ProjectExecutionPage),
  '/ui/project-management/project-execution-form': () =>
    import('@/features/projects/project-execution-form-page').then((m) => m.ProjectExecutionFormPage),
  '/ui/people/directory': () => import('@/features/people/people-directory-page').then((m) => m.PeopleDirectoryPage),
  '/ui/people/org-chart': () => import('@/features/people/org-chart-page').then((m) => m.OrgChartPage),
  '/ui/self-service/timesheet': () => import('@/features/timesheets/timesheet-page').then((m) => m.TimesheetPage),
};

const unbuiltScreen: ScreenLoader = () => import('@/features/screens/unbuilt-screen').then((m) => m.UnbuiltScreen);

/** The screen of a path: built, given by a request family, or the unbuilt one; loaded when first opened. */
export function screenLoader(fullPath: string): ScreenLoader {
  return (
    SCREENS[fullPath as UiPath] ??
    (async () => (await import('./request-screens')).requestScreenAt(fullPath) ?? (await unbuiltScreen()))
  );
}
