/** CHR-06: no side bar on coaching-session and application-file routes. */
export function hidesSideBar(pathname: string): boolean {
  if (pathname.startsWith('/coaching/session/')) return true;
  return /^\/application\/(?!new$|new\/|confirmation$)[^/]+(\/|$)/.test(pathname);
}

/** CHR-05: builder and editor routes hide the top bar. */
export function hidesTopBar(pathname: string): boolean {
  return /\/builder(\/|$)/.test(pathname) || /^\/events\/[^/]+\/edit$/.test(pathname) || /^\/forms\/management\/[^/]+\/edit$/.test(pathname);
}
