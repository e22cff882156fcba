import { MountWhenIdle } from '../../lib/after-load';
import { lazyModule } from '../../lib/lazy-module';

const widget = lazyModule(() => import('./SupportWidget'));
const pickWidget = (module: typeof import('./SupportWidget')) => module.SupportWidget;

/**
 * Mr. Support's bubble on every screen. Its code costs the first paint nothing: it
 * is downloaded once the page has loaded and the browser is idle.
 */
export function SupportLauncher() {
  return <MountWhenIdle module={widget} pick={pickWidget} />;
}
