import { authorizeQuery } from './schemas';

/** The local provider's sign-in pages: plain HTML, no script, every value escaped. */
const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function page(
  fields: Record<string, string>,
  error?: string,
  values: { email?: string; display_name?: string } = {},
) {
  const hidden = Object.entries(fields)
    .filter(([k]) => k in authorizeQuery.shape)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('\n      ');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Sign in (local identity provider)</title>
  <style>
    body { font-family: system-ui, sans-serif; background: #f4f6f8; color: #1a1a1a; margin: 0; }
    main { max-width: 420px; margin: 10vh auto; background: #fff; padding: 32px; border-radius: 12px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
    h1 { font-size: 1.4rem; margin-top: 0; }
    p { color: #444; }
    label { display: block; font-weight: 600; margin: 16px 0 4px; }
    input[type=email], input[type=text] { width: 100%; box-sizing: border-box; padding: 10px; font-size: 1rem; border: 1px solid #767676; border-radius: 6px; }
    button { margin-top: 24px; width: 100%; padding: 12px; font-size: 1rem; background: #1f5f8b; color: #fff; border: 0; border-radius: 6px; cursor: pointer; }
    button:focus-visible, input:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
    .error { color: #a4001d; background: #fdecee; padding: 10px; border-radius: 6px; }
  </style>
</head>
<body>
  <main>
    <h1>Sign in</h1>
    <p>Local identity provider for development. It stands in for Google and is never enabled in production.</p>
    ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
    <form method="post" action="/dev-idp/authorize">
      ${hidden}
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(values.email ?? '')}">
      <label for="display_name">Display name</label>
      <input id="display_name" name="display_name" type="text" maxlength="50" autocomplete="name" required value="${escapeHtml(values.display_name ?? '')}">
      <button type="submit">Sign in</button>
    </form>
  </main>
</body>
</html>`;
}

/** The page for a sign-in request that cannot go on. */
export const badAuthorize = (message: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in request refused</title></head><body><main><h1>Sign-in request refused</h1><p role="alert">${escapeHtml(message)}</p><p><a href="/">Back to the home page</a></p></main></body></html>`;
