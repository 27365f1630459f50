import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';

/**
 * A header menu whose button is drawn at once and whose menu loads on first use (or as soon as
 * the pointer or focus comes to the button), then opens: `Menu` receives `openOnMount`.
 */
export function lazyMenu<P extends object>(
  load: () => Promise<{ default: ComponentType<P & { openOnMount?: boolean }> }>,
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
        <Menu {...props} openOnMount />
      </Suspense>
    );
  };
}

/**
 * A lazy menu's open state: opened once mounted when asked, after focusing its own button (the
 * one clicked was the placeholder's), so Esc and closing give focus back to a button that exists.
 */
export function useMenuState(openOnMount = false) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!openOnMount) return;
    trigger.current?.focus();
    setOpened(true);
  }, [openOnMount]);
  return { trigger, opened, setOpened };
}
