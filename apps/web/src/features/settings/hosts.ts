/** The host a tenant slug is served at, from the current host: the first label is the slug (TEN-01). */
export function hostForSlug(currentHost: string, slug: string): string {
  const [name = '', port] = currentHost.split(/:(?=\d+$)/);
  const labels = name.split('.');
  const isIp = /^\d+(\.\d+){3}$/.test(name);
  const rest = labels.length > 1 && !isIp ? labels.slice(1).join('.') : name;
  const host = isIp || labels.length === 1 ? `${slug}.${rest}` : `${slug}.${rest}`;
  return port ? `${host}:${port}` : host;
}
