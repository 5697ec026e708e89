import type { CrmChip as CrmChipData } from '@agencyscout/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CrmChip, crmChipDetails } from './crm-chip.tsx';

const chip: CrmChipData = {
  provider: 'bullhorn',
  crmId: '5001',
  name: 'Initech, Inc.',
  owner: 'Rita Recruiter',
  status: 'Active Account',
  lastActivityAt: '2026-11-06T12:00:00.000Z',
};

describe("CRM chip (issue #32 point 4: 'In your Bullhorn')", () => {
  it('names the CRM and gives owner, status and last activity in its tooltip', async () => {
    render(<CrmChip chip={chip} />);
    const element = screen.getByTestId('crm-chip');
    expect(element).toHaveTextContent('In your Bullhorn');
    expect(element).toHaveAttribute(
      'aria-description',
      'Owner: Rita Recruiter; Status: Active Account; Last activity: Nov 06, 2026',
    );
    await userEvent.hover(element);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Owner: Rita Recruiter · Status: Active Account · Last activity: Nov 06, 2026',
    );
  });

  it('writes the details beside the chip on lead detail, and shows only what the CRM gave', () => {
    render(<CrmChip chip={{ ...chip, provider: 'hubspot', status: null, lastActivityAt: null }} detailed />);
    expect(screen.getByTestId('crm-chip-detailed')).toHaveTextContent('In your HubSpotOwner: Rita Recruiter');
    expect(crmChipDetails({ ...chip, owner: null, status: null, lastActivityAt: null })).toEqual([]);
  });

  it('shows nothing for a company in no CRM, and renders hostile text as text', () => {
    const { container } = render(<CrmChip chip={null} />);
    expect(container).toBeEmptyDOMElement();
    render(<CrmChip chip={{ ...chip, owner: '<img src=x onerror=alert(1)>' }} detailed />);
    expect(screen.getByTestId('crm-chip-detailed')).toHaveTextContent('Owner: <img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });
});
