import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

const reviews = [
  {
    author: 'Aoife K.',
    rating: 5,
    text: 'Warm without being bulky. I wear it under a rain shell all winter.',
  },
  { author: 'Tomás R.', rating: 4, text: 'Lovely knit, but the sleeves run a little long.' },
  { author: 'Jonas B.', rating: 4, text: 'True to size. Pills a little under the arms.' },
  {
    author: 'Hanna L.',
    rating: 5,
    text: 'Washed it twenty times on the wool cycle and it still looks new.',
  },
];

export default function JoyTabsBasic() {
  const [tab, setTab] = React.useState<string | number | null>('description');
  const reviewsTab = React.useRef<HTMLButtonElement>(null);

  const showReviews = () => {
    setTab('reviews');
    reviewsTab.current?.focus(); // the clicked button leaves the page with its panel
  };

  return (
    <Tabs
      value={tab}
      onChange={(_event, value) => setTab(value)}
      variant="outlined"
      sx={{ height: 240, overflow: 'auto', borderRadius: 'md', maxWidth: 520 }}
    >
      <TabList sticky="top" aria-label="Product information">
        <Tab value="description">Description</Tab>
        <Tab value="specifications">Specifications</Tab>
        <Tab value="reviews" ref={reviewsTab}>
          Reviews ({reviews.length})
        </Tab>
      </TabList>
      <TabPanel value="description">
        <Typography sx={{ mb: 2 }}>
          A crew-neck jumper knitted from 100% extra-fine merino. Soft enough to wear on bare skin,
          light enough to layer, and naturally resistant to odour.
        </Typography>
        <Button variant="soft" size="sm" onClick={showReviews}>
          Read what buyers say
        </Button>
      </TabPanel>
      <TabPanel value="specifications">
        <Typography>Material: 100% merino wool, 17.5 micron</Typography>
        <Typography>Weight: 290 g (size M)</Typography>
        <Typography>Care: machine wash at 30 °C on the wool cycle, dry flat</Typography>
      </TabPanel>
      <TabPanel value="reviews" tabIndex={0}>
        <Stack spacing={2}>
          {reviews.map((review) => (
            <div key={review.author}>
              <Typography level="title-sm">{`${review.author} · ${review.rating} out of 5`}</Typography>
              <Typography level="body-sm">{review.text}</Typography>
            </div>
          ))}
        </Stack>
      </TabPanel>
    </Tabs>
  );
}
