/** The analytics opt-out toggle that Account Settings shows (prospecting-core §1), loaded with that screen. */

export { ANALYTICS_TOGGLE_TEXTS, AnalyticsOptOutToggle } from './components/analytics-opt-out-toggle.tsx';
