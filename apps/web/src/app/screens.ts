import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

/** Screens built so far, by full path. Every other screen of the route table shows the unbuilt screen. */
export const SCREENS: Record<string, ScreenLoader> = {
  '/ui/dashboard': () => import('@/features/dashboard/dashboard-page').then((m) => m.DashboardPage),
  '/ui/settings': () => import('@/features/settings/settings-page').then((m) => m.SettingsPage),
  '/ui/human-resources/self-profile': () => import('@/features/profile/self-profile-page').then((m) => m.SelfProfilePage),
  '/ui/self-service/attendance': () => import('@/features/attendance/attendance-page').then((m) => m.AttendancePage),
  '/ui/self-service/attendance/wfh-request': () => import('@/features/attendance/wfh-request-page').then((m) => m.WfhRequestPage),
  '/ui/self-service/attendance/wfh-request-list': () => import('@/features/attendance/wfh-request-list-page').then((m) => m.WfhRequestListPage),
  '/ui/self-service/attendance/attendance-regularization-request': () =>
    import('@/features/attendance/regularization-request-page').then((m) => m.RegularizationRequestPage),
  '/ui/self-service/attendance/attendance-regularization-list': () =>
    import('@/features/attendance/regularization-list-page').then((m) => m.RegularizationListPage),
  '/ui/administration/attendance': () => import('@/features/administration/attendance-admin-page').then((m) => m.AttendanceAdminPage),
  '/ui/notifications': () => import('@/features/notifications/notifications-page').then((m) => m.NotificationsPage),
  '/ui/self-service/leaves': () => import('@/features/leaves/leaves-page').then((m) => m.LeavesPage),
  '/ui/self-service/leaves/leave-request': () => import('@/features/leaves/leave-request-page').then((m) => m.LeaveRequestPage),
  '/ui/self-service/leaves/leave-request-list': () => import('@/features/leaves/leave-request-list-page').then((m) => m.LeaveRequestListPage),
  '/ui/self-service/approvals': () => import('@/features/approvals/approvals-page').then((m) => m.ApprovalsPage),
};

export const unbuiltScreen: ScreenLoader = () => import('@/features/screens/unbuilt-screen').then((m) => m.UnbuiltScreen);
