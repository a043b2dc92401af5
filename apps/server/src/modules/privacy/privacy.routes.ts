import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import { dataExportFileName } from '@app/contract/schemas/privacy';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../lib/route';
import { localDate } from '../../lib/time';
import type { PrivacyService } from './privacy.service';
import { dataExportOnWire } from './privacy.wire';

/** The parent's data: a copy to download, and its erasure (DPDP Act 2023). */
export function privacyRoutes(app: FastifyInstance, { privacy }: { privacy: PrivacyService }) {
  mountRoute(app, routes.exportMyData, 'exportMyData', async ({ session, request, reply }) => {
    const data = await privacy.exportData(session, request.ip);
    reply
      .header('content-disposition', `attachment; filename="${dataExportFileName(localDate(data.exportedAt))}"`)
      .header('cache-control', 'private, no-store');
    return dataExportOnWire(data);
  });
  mountRoute(app, routes.eraseMyData, 'eraseMyData', async ({ session, request }) => {
    const { removed, kept } = await privacy.eraseData(session, request.ip);
    return { status: 1 as const, message: messages.dataErased, removed: [...removed], kept: [...kept] };
  });
}
