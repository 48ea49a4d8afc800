/**
 * Code a screen needs only after its first paint (ADR 0026): menus, tooltips and dialogs, which show
 * on a click or a hover, and parts drawn below the first answer (the list's pagination). A `deferred` module
 * is imported once the first screen using it has been drawn (an effect, which runs after the paint), so it is
 * not part of the screen's first download; `useDeferred` gives it, or undefined until it has arrived.
 *
 *   const MENU = deferred(() => import('@mui/material/Menu'));
 *   const Menu = useDeferred(MENU)?.default;   // undefined on the first render, then MUI's Menu
 *   {Menu && <Menu open={open} …>…</Menu>}
 *
 * A failed import (a network error) is tried again by the next screen that asks for it.
 */
import { useEffect, useState } from 'react';

export interface Deferred<M> {
  /** Starts the import (once) and resolves with the module. */
  load(): Promise<M>;
  /** The module once it has arrived, else undefined. */
  peek(): M | undefined;
}

const registry: Deferred<unknown>[] = [];

export function deferred<M>(importer: () => Promise<M>): Deferred<M> {
  let promise: Promise<M> | null = null;
  let value: M | undefined;
  const d: Deferred<M> = {
    load: () =>
      (promise ??= importer().then(
        (m) => (value = m),
        (e: unknown) => {
          promise = null;
          throw e;
        },
      )),
    peek: () => value,
  };
  registry.push(d);
  return d;
}

/** Imports every deferred module declared so far (tests: screens then draw as they do once all has arrived). */
export function loadAllDeferred(): Promise<unknown[]> {
  return Promise.all(registry.map((d) => d.load()));
}

/** The module of `d`: undefined until it has arrived (its import starts after this component's first paint). */
export function useDeferred<M>(d: Deferred<M>): M | undefined {
  // Boxed: a module's value could be a function, which useState would call as an updater.
  const [box, setBox] = useState<{ module: M } | undefined>(() => {
    const module = d.peek();
    return module === undefined ? undefined : { module };
  });
  useEffect(() => {
    if (box) return;
    let live = true;
    d.load().then(
      (module) => {
        if (live) setBox({ module });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [d, box]);
  return box?.module;
}
