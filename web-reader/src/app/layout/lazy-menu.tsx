import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A header menu whose button is drawn at once and whose menu loads on first use (or as soon as
 * the pointer or focus comes to the button), then opens: `Menu` receives `defaultOpened`.
 */
export function lazyMenu<P extends object>(
  load: () => Promise<{ default: ComponentType<P & { defaultOpened?: boolean }> }>,
  Trigger: ComponentType<{ onClick?: () => void; onPointerEnter?: () => void; onFocus?: () => void }>,
) {
  const Menu = lazy(load);
  return function LazyMenu(props: P) {
    const [wanted, setWanted] = useState(false);
    const preload = () => void load();
    if (!wanted) {
      return <Trigger onClick={() => setWanted(true)} onPointerEnter={preload} onFocus={preload} />;
    }
    return (
      <Suspense fallback={<Trigger />}>
        <Menu {...props} defaultOpened />
      </Suspense>
    );
  };
}
