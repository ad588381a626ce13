import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeHtml as e } from '@shop/core';
import { heroSlides } from '@shop/core/products';

/**
 * The limit the shop's first screens are measured against (issue "Fast on a phone"): a static page
 * with home's first hero (its tag, title, text, link and the same image, fetched from the shop), no
 * script, one small inline style. Whatever the shop scores below this is the cost of its app.
 */
export interface StaticHero {
  readonly url: string;
  close(): Promise<void>;
}

function staticHeroPage(shopBase: string): string {
  const hero = heroSlides[0]!;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>ShopLane (static hero)</title>
<style>
body { margin: 0; font-family: system-ui, sans-serif; color: #101828; background: #f5f7fa; }
header { background: #1849a9; color: #fff; padding: 12px 16px; font-weight: 700; }
main { padding: 16px; }
.tag { display: inline-block; background: #fdb022; border-radius: 999px; padding: 2px 8px; font-size: 12px; }
img { width: 100%; height: auto; border-radius: 8px; }
a { display: inline-block; background: #1849a9; color: #fff; padding: 8px 16px; border-radius: 8px; text-decoration: none; }
</style>
</head>
<body>
<header>ShopLane</header>
<main>
<span class="tag">${e(hero.tag)}</span>
<h1>${e(hero.title)}</h1>
<p>${e(hero.text)}</p>
<a href="${e(shopBase + hero.href)}">${e(hero.linkLabel)}</a>
<p><img src="${e(shopBase + hero.image)}" alt="${e(hero.imageAlt)}" width="600" height="400" fetchpriority="high"></p>
</main>
</body>
</html>
`;
}

export async function startStaticHero(shopBase: string): Promise<StaticHero> {
  const html = staticHeroPage(shopBase);
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
