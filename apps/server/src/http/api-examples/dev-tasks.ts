import type { devTasksEndpoints } from '@grocery/contracts';
import { examplesOf } from './examples-of';
import { asPage, devTasksPage } from './shapes';

export const devTasksExamples = examplesOf<typeof devTasksEndpoints>()({
  list: { response: devTasksPage },
  page: { response: asPage(devTasksPage) },
  create: {
    body: {
      taskName: 'Fix the cart total',
      shortDescription: 'Pasteurised, 3% fat.',
      status: 'created',
      priority: 'low',
      assignedTo: 1,
    },
    response: {
      reject: false,
      reason: null,
      task: {
        taskId: 12,
        taskName: 'Fix the cart total',
        shortDescription: 'Pasteurised, 3% fat.',
        status: 'created',
        priority: 'low',
        assignedTo: 1,
        assignedToUserId: 17,
        assignedToDisplayName: 'Avi Mizrahi',
        createdByDisplayName: 'Noa Cohen',
        createdAt: '2026-05-04T09:30:00.000Z',
        attachmentsCount: 3,
        version: 1,
        attachments: [
          {
            taskAttachmentId: 17,
            displayName: 'Dana Levi',
            fileUrl: '/api/admin/dev-tasks/12/attachments/3',
            fileSize: 1,
            contentType: 'image/png',
            uploadedAt: '2026-05-04T09:30:00.000Z',
            uploadedByDisplayName: 'Noa Cohen',
          },
        ],
        comments: [
          {
            taskCommentId: 17,
            commentText: 'Reproduced on the cart page.',
            createdByUserId: 17,
            createdByDisplayName: 'Noa Cohen',
            createdAt: '2026-05-04T09:30:00.000Z',
          },
        ],
      },
    },
  },
  assignees: {
    response: {
      reject: false,
      reason: null,
      assignees: [{ userId: 15, displayName: 'Dana Levi', email: 'dana@example.com' }],
    },
  },
  task: {
    response: {
      reject: false,
      reason: null,
      task: {
        taskId: 12,
        taskName: 'Fix the cart total',
        shortDescription: 'Pasteurised, 3% fat.',
        status: 'created',
        priority: 'low',
        assignedTo: 1,
        assignedToUserId: 17,
        assignedToDisplayName: 'Avi Mizrahi',
        createdByDisplayName: 'Noa Cohen',
        createdAt: '2026-05-04T09:30:00.000Z',
        attachmentsCount: 3,
        version: 1,
        attachments: [
          {
            taskAttachmentId: 17,
            displayName: 'Dana Levi',
            fileUrl: '/api/admin/dev-tasks/12/attachments/3',
            fileSize: 1,
            contentType: 'image/png',
            uploadedAt: '2026-05-04T09:30:00.000Z',
            uploadedByDisplayName: 'Noa Cohen',
          },
        ],
        comments: [
          {
            taskCommentId: 17,
            commentText: 'Reproduced on the cart page.',
            createdByUserId: 17,
            createdByDisplayName: 'Noa Cohen',
            createdAt: '2026-05-04T09:30:00.000Z',
          },
        ],
      },
    },
  },
  update: {
    body: {
      taskName: 'Fix the cart total',
      shortDescription: 'Pasteurised, 3% fat.',
      status: 'created',
      priority: 'low',
      assignedTo: 1,
      version: 1,
    },
    response: {
      reject: false,
      reason: null,
      task: {
        taskId: 12,
        taskName: 'Fix the cart total',
        shortDescription: 'Pasteurised, 3% fat.',
        status: 'created',
        priority: 'low',
        assignedTo: 1,
        assignedToUserId: 17,
        assignedToDisplayName: 'Avi Mizrahi',
        createdByDisplayName: 'Noa Cohen',
        createdAt: '2026-05-04T09:30:00.000Z',
        attachmentsCount: 3,
        version: 1,
        attachments: [
          {
            taskAttachmentId: 17,
            displayName: 'Dana Levi',
            fileUrl: '/api/admin/dev-tasks/12/attachments/3',
            fileSize: 1,
            contentType: 'image/png',
            uploadedAt: '2026-05-04T09:30:00.000Z',
            uploadedByDisplayName: 'Noa Cohen',
          },
        ],
        comments: [
          {
            taskCommentId: 17,
            commentText: 'Reproduced on the cart page.',
            createdByUserId: 17,
            createdByDisplayName: 'Noa Cohen',
            createdAt: '2026-05-04T09:30:00.000Z',
          },
        ],
      },
    },
  },
  uploadAttachment: {
    response: {
      reject: false,
      reason: null,
      attachments: [
        {
          taskAttachmentId: 17,
          displayName: 'Dana Levi',
          fileUrl: '/api/admin/dev-tasks/12/attachments/3',
          fileSize: 1,
          contentType: 'image/png',
          uploadedAt: '2026-05-04T09:30:00.000Z',
          uploadedByDisplayName: 'Noa Cohen',
        },
      ],
    },
  },
  deleteAttachment: {
    response: {
      reject: false,
      reason: null,
      attachments: [
        {
          taskAttachmentId: 17,
          displayName: 'Dana Levi',
          fileUrl: '/api/admin/dev-tasks/12/attachments/3',
          fileSize: 1,
          contentType: 'image/png',
          uploadedAt: '2026-05-04T09:30:00.000Z',
          uploadedByDisplayName: 'Noa Cohen',
        },
      ],
    },
  },
  addComment: {
    body: { commentText: 'Reproduced on the cart page.' },
    response: {
      reject: false,
      reason: null,
      comments: [
        {
          taskCommentId: 17,
          commentText: 'Reproduced on the cart page.',
          createdByUserId: 17,
          createdByDisplayName: 'Noa Cohen',
          createdAt: '2026-05-04T09:30:00.000Z',
        },
      ],
    },
  },
  deleteComment: {
    response: {
      reject: false,
      reason: null,
      comments: [
        {
          taskCommentId: 17,
          commentText: 'Reproduced on the cart page.',
          createdByUserId: 17,
          createdByDisplayName: 'Noa Cohen',
          createdAt: '2026-05-04T09:30:00.000Z',
        },
      ],
    },
  },
});
