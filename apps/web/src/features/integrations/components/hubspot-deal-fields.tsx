import type { IntegrationItem } from '@agencyscout/contracts';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { type Control, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-fields.tsx';
import type { HubspotSendDraft, HubspotSendValues } from '../hubspot-send-form.ts';

type Stage = IntegrationItem['IntegrationPipelineSteps'][number];

/**
 * The deal part of the HubSpot send form (§2): name, close date, pipeline and stage, all required; choosing
 * another pipeline clears the stage (`onPipelineChange`), whose list is the chosen pipeline's.
 */
export function HubspotDealFields(props: {
  control: Control<HubspotSendDraft, unknown, HubspotSendValues>;
  pipelines: IntegrationItem[];
  stages: Stage[];
  onPipelineChange: () => void;
}) {
  const { control } = props;
  const pipeline = useWatch({ control, name: 'deal.pipeline' });
  return (
    <Stack spacing={2}>
      <FormTextField control={control} name="deal.dealname" label="Deal name" required />
      <FormTextField
        control={control}
        name="deal.closedate"
        label="Close date"
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField
        control={control}
        name="deal.pipeline"
        select
        label="Pipeline"
        required
        onChange={props.onPipelineChange}
      >
        {props.pipelines.map((item) => (
          <MenuItem key={item.externalId} value={item.externalId}>
            {item.name}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={control} name="deal.dealstage" select label="Stage" required disabled={!pipeline}>
        {props.stages.map((stage) => (
          <MenuItem key={stage.PipelineStepId} value={stage.PipelineStepId}>
            {stage.PipelineStepName}
          </MenuItem>
        ))}
      </FormTextField>
    </Stack>
  );
}
