// The payload of PATCH /api/notifications/:id, apart from the notification group's handlers, which
// import it on that first write so their reads fetch no zod (docs/performance.md#demo-api).
import { z } from 'zod';

export const notificationUpdateSchema = z.object({ isUnread: z.boolean('Say whether it is unread.') });
