import { Component, type ReactNode } from 'react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderAdmin } from '../testing/renderAdmin';
import { AdminTabItem, AdminTabs } from './AdminTabs';

/** Shows the message of an error its children throw while rendering. */
class ShowError extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ? <p data-testid="thrown">{this.state.message}</p> : this.props.children;
  }
}

test('tabs throw when a child is not a tab item', async () => {
  const screen = await renderAdmin(
    <ShowError>
      <AdminTabs>
        <AdminTabItem value="main" label="Main">
          Main panel
        </AdminTabItem>
        <div>Stray</div>
      </AdminTabs>
    </ShowError>,
  );
  await expect
    .element(screen.getByTestId('thrown'))
    .toHaveTextContent('AdminTabs: every child must be an AdminTabItem, found <div>');
});

test('tab items become tabs whose panels stay mounted while another is shown', async () => {
  const screen = await renderAdmin(
    <AdminTabs>
      <AdminTabItem value="main" label="Main">
        <input aria-label="Name" />
      </AdminTabItem>
      {false}
      <AdminTabItem value="prices" label="Prices">
        Prices panel
      </AdminTabItem>
    </AdminTabs>,
  );
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Tea');
  await userEvent.click(screen.getByRole('tab', { name: 'Prices' }));
  await expect.element(screen.getByText('Prices panel')).toBeVisible();
  await userEvent.click(screen.getByRole('tab', { name: 'Main' }));
  await expect.element(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Tea');
});
