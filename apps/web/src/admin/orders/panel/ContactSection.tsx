import { addressLimits, orderContactRequest } from '@grocery/contracts';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { useTexts } from '../../../i18n/useTexts';
import { AdminForm, TextField, useAdminForm } from '../../shared/form';
import { useOrderRights } from '../rights';
import { orderPanelTexts } from '../texts';
import { EditableSection, EditFormEnd, NotEditable, type SectionProps, useSendEdit } from './EditableSection';

/** Who the order is for and how to reach them (copied when placed; an edit concerns this order only). */
export function ContactSection(props: SectionProps) {
  const { order } = props;
  const { canWrite } = useOrderRights();
  const texts = useTexts(orderPanelTexts);
  const [editing, setEditing] = useState(false);
  const { contact } = order;
  return (
    <EditableSection
      title={texts.contactSection}
      editing={editing}
      onEdit={() => setEditing(true)}
      canEdit={canWrite && order.editable}
    >
      {editing ? (
        <ContactForm {...props} onClose={() => setEditing(false)} />
      ) : (
        <dl className="order-facts-grid">
          <div>
            <dt>{texts.customerName}</dt>
            <dd>
              <bdi>{contact.customerName}</bdi>
            </dd>
          </div>
          <div>
            <dt>{texts.customerEmail}</dt>
            <dd>
              <bdi dir="ltr">{contact.customerEmail}</bdi>
            </dd>
          </div>
          <div>
            <dt>{texts.customerPhone}</dt>
            <dd>{contact.customerPhone ? <bdi dir="ltr">{contact.customerPhone}</bdi> : '—'}</dd>
          </div>
        </dl>
      )}
      {!order.editable && canWrite && <NotEditable order={order} texts={texts} />}
    </EditableSection>
  );
}

function ContactForm(props: SectionProps & { onClose: () => void }) {
  const { order, onClose } = props;
  const texts = useTexts(orderPanelTexts);
  const { send, refused } = useSendEdit(props);
  const form = useAdminForm({
    schema: orderContactRequest,
    defaultValues: {
      version: order.version,
      customerName: order.contact.customerName,
      customerEmail: order.contact.customerEmail,
      customerPhone: order.contact.customerPhone ?? '',
    },
  });
  const submit = async (body: z.output<typeof orderContactRequest>) => {
    if (await send((changes) => changes.editContact(order.orderId, body), texts.contactSaved)) onClose();
  };
  return (
    <AdminForm form={form} onSubmit={submit}>
      <Stack gap="sm">
        <div className="order-fields">
          <TextField
            name="customerName"
            label={texts.customerName}
            required
            maxLength={addressLimits.textMax}
          />
          <TextField name="customerEmail" label={texts.customerEmail} type="email" required maxLength={254} />
          <TextField name="customerPhone" label={texts.customerPhone} maxLength={addressLimits.phoneMax} />
        </div>
        <EditFormEnd refused={refused} onClose={onClose} />
      </Stack>
    </AdminForm>
  );
}
