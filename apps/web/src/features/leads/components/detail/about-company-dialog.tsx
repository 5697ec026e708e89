import { LEAD_DETAIL_TEXTS, type LeadDetailCompany } from '@agencyscout/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { SafeHtml } from '../../../../components/safe-html.tsx';

/** The 'About Company' dialog (prospecting-core §2.4): the company's HTML description, sanitised again. */
export function AboutCompanyDialog({
  company,
  open,
  onClose,
}: {
  company: LeadDetailCompany;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="about-company-title">
      <DialogTitle id="about-company-title">
        {LEAD_DETAIL_TEXTS.aboutCompany}: {company.name}
      </DialogTitle>
      <DialogContent dividers>
        {company.description ? (
          <SafeHtml html={company.description} data-testid="company-description" sx={{ '& p': { mt: 0 } }} />
        ) : (
          <Typography color="text.secondary">No description of this company yet.</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
