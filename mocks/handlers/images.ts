import {
  categoryImageSvg,
  IMAGE_BASE_PATH,
  parseProductImageFile,
  parsePromoImageFile,
  productImageSvg,
  promoImageSvg,
} from '@shop/catalog';
import { http, HttpResponse } from 'msw';

function svgResponse(svg: string | undefined): Response {
  if (!svg) return new HttpResponse(null, { status: 404 });
  return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
}

/** The app serves its own product images; in stories and tests the mocks do. */
export const imagesHandlers = [
  http.get(`*${IMAGE_BASE_PATH}/products/:file`, ({ params }) => {
    const parsed = parseProductImageFile(String(params.file));
    return svgResponse(parsed && productImageSvg(parsed.productId, parsed.view));
  }),
  http.get(`*${IMAGE_BASE_PATH}/categories/:file`, ({ params }) =>
    svgResponse(categoryImageSvg(String(params.file).replace(/\.svg$/, ''))),
  ),
  http.get(`*${IMAGE_BASE_PATH}/promos/:file`, ({ params }) => {
    const key = parsePromoImageFile(String(params.file));
    return svgResponse(key && promoImageSvg(key));
  }),
];
