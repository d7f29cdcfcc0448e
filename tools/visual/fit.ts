/**
 * Whether a page fits a phone's width, as a script for Playwright's `page.evaluate` (a string:
 * tsx would otherwise inject helpers the page does not have). Used by the visual run's narrow
 * shots (tools/visual/run.ts) and by the e2e check of every route (app/e2e/narrow.e2e.ts).
 *
 * The script returns what does not fit, one readable line each, or nothing:
 * - the document scrolls sideways (scrollWidth > innerWidth), with the outermost elements that
 *   stick out past the right edge and are not clipped by a box of their containing-block chain
 *   (an absolute element escapes the overflow of ancestors below its containing block: a visually
 *   hidden table as wide as its columns scrolls the page);
 * - a visible control (link, button, field, tab...) cut by the window's left or right edge: part
 *   of it inside, part outside. Left alone are controls that can be scrolled to (inside a box that
 *   scrolls sideways, like MUI's scrollable tabs) and absolutely placed ones (a map's markers,
 *   which the map clips by design);
 * - a visible control of a `header` reaching past either edge at all.
 */
export const MISFITS_SCRIPT = `(() => {
  const width = window.innerWidth;
  const found = [];
  const style = (el) => getComputedStyle(el);
  const describe = (el) => {
    const r = el.getBoundingClientRect();
    const cls = [...el.classList].find((c) => c.startsWith('Mui')) ?? el.classList[0];
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    return el.tagName.toLowerCase() + (cls ? '.' + cls : '') + (name ? ' "' + name + '"' : '') +
      ' from ' + Math.round(r.left) + ' to ' + Math.round(r.right);
  };

  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > width) {
    const unclipped = (el) => {
      let position = style(el).position;
      for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
        if (position === 'fixed') return false;
        const s = style(a);
        if (position === 'absolute' && s.position === 'static' && s.transform === 'none') continue;
        if (a !== document.body && s.overflowX !== 'visible') return false;
        position = s.position;
      }
      return true;
    };
    const out = new Set([...document.body.querySelectorAll('*')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.right > width + 0.5 && unclipped(el);
    }));
    const outermost = [...out].filter((el) => !out.has(el.parentElement));
    found.push('the page scrolls sideways (scrollWidth ' + scrollWidth + ' > innerWidth ' + width + ')' +
      (outermost.length ? ': ' + outermost.slice(0, 3).map(describe).join('; ') : ''));
  }

  const CONTROLS = 'a[href], button, input:not([type=hidden]), select, textarea, [role=button], ' +
    '[role=link], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=combobox], ' +
    '[role=menuitem], [role=slider]';
  const reachable = (el) => {
    for (let a = el; a && a !== document.body; a = a.parentElement) {
      const s = style(a);
      if (s.position === 'absolute') return true;
      if (a !== el && (s.overflowX === 'auto' || s.overflowX === 'scroll') && a.scrollWidth > a.clientWidth + 1) return true;
    }
    return false;
  };
  for (const el of document.body.querySelectorAll(CONTROLS)) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || style(el).visibility === 'hidden') continue;
    const inHeader = el.closest('header') !== null;
    const outside = r.right > width + 0.5 || r.left < -0.5;
    const cut = (r.left < width && r.right > width + 0.5) || (r.right > 0 && r.left < -0.5);
    if (inHeader && outside) found.push('header control outside the window: ' + describe(el));
    else if (cut && !reachable(el)) found.push('control cut by the window edge: ' + describe(el));
  }
  return found;
})()`;
