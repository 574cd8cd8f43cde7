// Test helpers of the payment pages: create payment answered with its default example, the
// request bodies recorded.
import { server } from '../../../mocks/node-server';
import type { CreatePaymentRequest } from '../../api/generated/model';
import {
  getCreatePaymentMockHandler,
  getCreatePaymentResponseMock,
} from '../../api/generated/payments/payments.msw';

export function serveCreatePayment(): CreatePaymentRequest[] {
  const bodies: CreatePaymentRequest[] = [];
  server.use(
    getCreatePaymentMockHandler(async ({ request }) => {
      bodies.push((await request.json()) as CreatePaymentRequest);
      return getCreatePaymentResponseMock();
    }),
  );
  return bodies;
}
