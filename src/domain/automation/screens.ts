// The automation feature's screens: one name each, used by the page's title and heading and by
// every link to it, so a link never promises a page by another name.
export const AUTOMATION_SCREENS = {
  automation: { path: '/automation', title: 'Content Automation Studio' },
  calendar: { path: '/automation/calendar', title: 'Content calendar' },
  connections: { path: '/connections', title: 'Connections' },
} as const;
