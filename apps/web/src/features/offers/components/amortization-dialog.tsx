import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { formatMoney, type TScheduleRow } from '@lintel/domain';

/** The full amortisation schedule, one click away: a modal dialog with a captioned table (focus is trapped and returned). */
export const AmortizationDialog = ({
  rows,
  termYears,
}: {
  rows: readonly TScheduleRow[];
  termYears: number;
}) => (
  <DialogTrigger>
    <AriaButton className="button button--link">View payment schedule</AriaButton>
    <ModalOverlay className="offers-modal__overlay" isDismissable>
      <Modal className="offers-modal">
        <Dialog className="offers-modal__dialog">
          {({ close }) => (
            <>
              <Heading slot="title">Payment schedule</Heading>
              <div
                className="offers-modal__scroll"
                tabIndex={0}
                role="region"
                aria-label="Payment schedule table"
              >
                <table className="schedule-table">
                  <caption>
                    {rows.length} monthly payments over {termYears} years
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Payment</th>
                      <th scope="col">Amount</th>
                      <th scope="col">Interest</th>
                      <th scope="col">Principal</th>
                      <th scope="col">Balance</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.number}>
                        <th scope="row">{row.number}</th>
                        <td>{formatMoney(row.payment)}</td>
                        <td>{formatMoney(row.interest)}</td>
                        <td>{formatMoney(row.principal)}</td>
                        <td>{formatMoney(row.balance)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <AriaButton className="button button--secondary" onPress={close}>
                Close
              </AriaButton>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  </DialogTrigger>
);
