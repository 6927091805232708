import { describe, expect, it } from 'vitest';
import { contentHtml, sanitizeHtml } from './safeHtml.ts';

describe('sanitizeHtml', () => {
  it('removes a script and an onerror handler', () => {
    const clean = sanitizeHtml('<p>Hallo</p><script>alert(1)</script><img src="x.png" onerror="alert(2)" alt="">');
    expect(clean).not.toContain('<script');
    expect(clean).not.toContain('alert(1)');
    expect(clean).not.toContain('onerror');
    expect(clean).toContain('<p>Hallo</p>');
    expect(clean).toContain('<img src="x.png" alt="">');
  });

  it('removes javascript: links, inline styles and forms, and keeps ordinary links', () => {
    const clean = sanitizeHtml(
      '<a href="javascript:alert(1)">x</a><a href="https://example.test/" title="t">y</a>' +
        '<p style="color:red">z</p><form action="/steal"><input name="p"></form>',
    );
    expect(clean).not.toContain('javascript:');
    expect(clean).not.toContain('style=');
    expect(clean).not.toContain('<form');
    expect(clean).not.toContain('<input');
    expect(clean).toContain('<a href="https://example.test/" title="t">y</a>');
    expect(clean).toContain('<p>z</p>');
  });
});

describe('contentHtml', () => {
  it('puts the highest heading at h2 and keeps the distances', () => {
    expect(contentHtml('<h3>A</h3><p>x</p><h4>B <em>b</em></h4>')).toBe('<h2>A</h2><p>x</p><h3>B <em>b</em></h3>');
    expect(contentHtml('<h1>A</h1><h2>B</h2>')).toBe('<h2>A</h2><h3>B</h3>');
    expect(contentHtml('<h2>A</h2><h6>B</h6>')).toBe('<h2>A</h2><h6>B</h6>');
  });

  it('leaves text without headings alone, sanitised', () => {
    expect(contentHtml('<p onclick="x()">Hallo</p>')).toBe('<p>Hallo</p>');
  });
});
