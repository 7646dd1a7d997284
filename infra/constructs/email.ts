/** The SES identity emails are sent from, and the one way to grant sending from it. */
import { CfnOutput, Stack } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { ConfigurationSet, EmailIdentity, EmailSendingEvent, EventDestination, Identity } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

export interface EmailProps {
  /** a domain (DKIM records to publish) or a single address (SES mails it a confirmation link) */
  identity: string;
  /** sandbox only: verified recipient identities SES also checks send permission against */
  sandboxRecipients?: string[];
}

export class Email extends Construct {
  readonly identity: EmailIdentity;
  /** every message sent from the identity goes through it (its default configuration set) */
  readonly configurationSet: ConfigurationSet;
  /** SES publishes bounces and complaints here; the `bounces` Lambda suppresses those addresses */
  readonly feedback: Topic;
  private readonly sandboxRecipientArns: string[];

  constructor(scope: Construct, id: string, props: EmailProps) {
    super(scope, id);
    const isAddress = props.identity.includes('@');
    this.feedback = new Topic(this, 'Feedback', { displayName: 'Rozkaz SES bounces and complaints', enforceSSL: true });
    this.configurationSet = new ConfigurationSet(this, 'Sending');
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.snsTopic(this.feedback),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: isAddress ? Identity.email(props.identity) : Identity.domain(props.identity),
      configurationSet: this.configurationSet,
    });
    const stack = Stack.of(this);
    this.sandboxRecipientArns = (props.sandboxRecipients ?? []).map((r) =>
      stack.formatArn({ service: 'ses', resource: 'identity', resourceName: r }),
    );
    if (!isAddress) {
      // a domain identity is verified by its three DKIM CNAME records
      this.identity.dkimRecords.forEach((r, i) => {
        new CfnOutput(this, `DkimRecord${i + 1}`, {
          description: `CNAME to publish for SES DKIM (${i + 1} of 3): name, then value`,
          value: `${r.name} CNAME ${r.value}`,
        });
      });
    }
  }

  /** ses:SendEmail/SendRawEmail on the sender identity (and, in the sandbox, the test recipients) */
  grantSend(grantee: IGrantable): void {
    this.identity.grantSendEmail(grantee);
    if (this.sandboxRecipientArns.length) {
      grantee.grantPrincipal.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['ses:SendEmail', 'ses:SendRawEmail'], resources: this.sandboxRecipientArns }),
      );
    }
  }
}
