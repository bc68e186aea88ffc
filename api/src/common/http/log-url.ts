const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids in paths grant access (a profile id reads and deletes the profile, a session id names a
 * conversation), so the log keeps the route's shape and drops them: UUIDs, and any segment of 8 or
 * more characters with a digit in it (session ids, keys, tokens) that is not a file name.
 */
function isId(segment: string): boolean {
  if (UUID.test(segment)) return true;
  return segment.length >= 8 && /\d/.test(segment) && !segment.includes('.');
}

/**
 * A request's URL as the log records it: the path with ids replaced by `:id`, and a query string
 * reduced to '?…' (it carries what people typed, e.g. /chat?prompt=), so the log still shows there was one.
 */
export function loggableUrl(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  const masked = path
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // Not valid percent-encoding: judged as it is.
      }
      return isId(decoded) ? ':id' : segment;
    })
    .join('/');
  return query === -1 ? masked : `${masked}?…`;
}
