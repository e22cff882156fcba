import { useEffect, useState, type ComponentType } from 'react';
import { whenPageIsIdle } from '../../lib/after-load';
import { lazyModule } from '../../lib/lazy-module';

const widget = lazyModule(() => import('./SupportWidget'));

/**
 * Mr. Support's bubble on every screen. Its code costs the first paint nothing: it
 * is downloaded once the page has loaded and the browser is idle.
 */
export function SupportLauncher() {
  const [Widget, setWidget] = useState<ComponentType | null>(null);

  useEffect(() => {
    const stop = widget.whenLoaded((module) => setWidget(() => module.SupportWidget));
    const cancel = whenPageIsIdle(() => void widget.load().catch(() => {}));
    return () => {
      stop();
      cancel();
    };
  }, []);

  return Widget ? <Widget /> : null;
}
