import { IMAGE_BASE_PATH } from '@shop/catalog';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  codedEtag,
  encodedBody,
  etagMatches,
  markStable,
  negotiateCoding,
  varyOnAcceptEncoding,
} from '../http/compression';
import { notFound } from '../http/http-error';
import type { ImageFile, ImageService } from '../services/image-service';

/**
 * The artwork behind an image URL never changes (@shop/catalog's pinned-art test fails if it does:
 * new artwork comes under new URLs), so a browser keeps each image a year without asking again,
 * as it keeps the hashed scripts. CORP cross-origin lets Storybook and other local tools embed
 * them; the CSP keeps an SVG opened on its own from running anything.
 */
const IMAGE_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'cross-origin',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
} as const;

type FileRequest = FastifyRequest<{ Params: { file: string } }>;

/**
 * The generated SVG in the coding the client prefers (br, gzip or as is), compressed once per
 * image and kept beside it, each coding with its own ETag.
 */
async function sendImage(request: FileRequest, reply: FastifyReply, image: ImageFile | undefined) {
  if (!image) throw notFound('Image not found');
  const coding = negotiateCoding(request.headers['accept-encoding']);
  const etag = codedEtag(image.etag, coding);
  reply.headers(IMAGE_HEADERS).header('etag', etag);
  varyOnAcceptEncoding(reply);
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (!coding) return reply.send(image.body);
  const body = await encodedBody(markStable(image.body), coding);
  return reply.header('content-encoding', coding).send(body);
}

export const imageRoutes: FastifyPluginAsync<{ images: ImageService }> = async (app, { images }) => {
  const hidden = { schema: { hide: true } };
  app.get(`${IMAGE_BASE_PATH}/products/:file`, hidden, async (request: FileRequest, reply) =>
    sendImage(request, reply, images.productImage(request.params.file)),
  );
  app.get(`${IMAGE_BASE_PATH}/categories/:file`, hidden, async (request: FileRequest, reply) =>
    sendImage(request, reply, images.categoryImage(request.params.file)),
  );
  app.get(`${IMAGE_BASE_PATH}/promos/:file`, hidden, async (request: FileRequest, reply) =>
    sendImage(request, reply, images.promoImage(request.params.file)),
  );
};
