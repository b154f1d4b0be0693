import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

/** Screens built so far, by full path. Every other screen of the route table shows the unbuilt screen. */
export const SCREENS: Record<string, ScreenLoader> = {
  '/ui/dashboard': () => import('@/features/dashboard/dashboard-page').then((m) => m.DashboardPage),
  '/ui/settings': () => import('@/features/settings/settings-page').then((m) => m.SettingsPage),
  '/ui/human-resources/self-profile': () => import('@/features/profile/self-profile-page').then((m) => m.SelfProfilePage),
};

export const unbuiltScreen: ScreenLoader = () => import('@/features/screens/unbuilt-screen').then((m) => m.UnbuiltScreen);
